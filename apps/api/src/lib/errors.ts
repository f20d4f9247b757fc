/** An error the client is meant to see: its status and either a message or field messages. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const fieldError = (field: string, message: string) => new AppError(400, message, { [field]: [message] });
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (what: string) => new AppError(404, `${what} not found`);
export const conflict = (message: string) => new AppError(409, message);

/** 400 with every collected field message; nothing when there are none. */
export function throwFieldErrors(fields: Record<string, string[]>) {
  const [first] = Object.values(fields);
  if (first) throw new AppError(400, first[0]!, fields);
}
