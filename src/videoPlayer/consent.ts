/**
 * Whether the visitor has asked for a video yet. Nothing is requested from the video service
 * (no API script, no frame, no thumbnail) until they press a play button; after that, players
 * that start on their own (background videos, autoplay article videos) may load too — the
 * visitor has chosen to reach the video service. Held in memory for the page's life, never stored.
 */
export interface VideoConsent {
  granted(): boolean;
  /** The visitor pressed play somewhere. */
  grant(): void;
  subscribe(listener: () => void): () => void;
}

export function createVideoConsent(initial = false): VideoConsent {
  let granted = initial;
  const listeners = new Set<() => void>();
  return {
    granted: () => granted,
    grant() {
      if (granted) return;
      granted = true;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The site's own consent (one per page load). */
export const siteVideoConsent: VideoConsent = createVideoConsent();
