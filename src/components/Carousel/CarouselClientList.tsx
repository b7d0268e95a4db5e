import { Carousel, type CarouselProps } from './Carousel';
import * as styles from './Carousel.css';

export interface CarouselClientListProps extends Omit<CarouselProps, 'slides' | 'layout'> {
  /** One list of names per column (about 10 columns of 15 on the Abbey Road page). Proper nouns: not translated. */
  columns: readonly (readonly string[])[];
}

/** The long client list: each column of names is one slide; several columns show at once on wide screens. */
export function CarouselClientList({ columns, ref, ...props }: CarouselClientListProps) {
  const slides = columns.map((names, i) => ({
    key: `${i}-${names[0] ?? ''}`,
    content: (
      <>
        <span className={styles.columnHead} aria-hidden="true">
          {String(i + 1).padStart(2, '0')}
        </span>
        <ul className={styles.column}>
          {names.map((name) => (
            <li key={name} className={styles.columnItem}>
              {name}
            </li>
          ))}
        </ul>
      </>
    ),
  }));
  return <Carousel ref={ref} layout="columns" slides={slides} {...props} />;
}
CarouselClientList.displayName = 'CarouselClientList';
