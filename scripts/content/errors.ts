/** A content error names the file and the field, so a bad front matter fails the build clearly. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly reason: string,
  ) {
    super(`[content] ${file}: ${field === 'body' ? 'body' : `front matter field "${field}"`} — ${reason}`);
    this.name = 'ContentError';
  }
}
