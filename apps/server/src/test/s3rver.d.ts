/** s3rver ships no types; this is the part the storage test uses. */
declare module 's3rver' {
  type Options = {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs: string[] }[];
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** Set by run(): the server, whose 'request' events show each call made to it. */
    httpServer?: import('node:http').Server;
  }
}
