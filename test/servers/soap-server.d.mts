export interface SoapRecord {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface SoapServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every SOAP POST received, in order. */
  requests: SoapRecord[];
  close(): Promise<void>;
}

export function startSoapServer(): Promise<SoapServer>;

export function soapServerPlugin(): {
  name: string;
  executeCommand(args: { command: string }): Promise<{ url: string } | undefined>;
  serverStop(): Promise<void>;
};
