// Which parts of a multipart/form-data body an operation takes (a campaign's rows as a CSV file):
// declared with the operation, read by the doors that accept uploads (http/multipart.ts parses the
// REST body; the console's upload form names the same fields).
export interface MultipartSpec {
  /** Text fields whose value is JSON text (an object), parsed into the input. */
  readonly json: readonly string[];
  /** File part name → the input field that receives its text. */
  readonly files: Readonly<Record<string, string>>;
  /**
   * Media types a file part may declare (a browser sends .csv as text/csv,
   * application/vnd.ms-excel or octet-stream).
   */
  readonly fileTypes: readonly string[];
  /** File name extensions accepted when the declared media type is octet-stream or absent. */
  readonly fileExtensions: readonly string[];
  /** An input field filled from the first file's name (no extension) when the form lacks it. */
  readonly nameFromFile?: string;
}
