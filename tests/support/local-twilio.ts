// Twilio's own RequestClient (the library's documented httpClient hook), sending to a
// local stand-in instead of api.twilio.com; `intended` collects the addresses the
// library meant to reach, so a test can check them too.
import twilio from "twilio";

type RequestOptions<TData> = Omit<Parameters<twilio.RequestClient["request"]>[0], "data"> & { data?: TData };

export class LocalTwilio extends twilio.RequestClient {
  constructor(
    private readonly target: string,
    private readonly intended: string[] = [],
  ) {
    super();
  }
  override request<TData>(opts: RequestOptions<TData>) {
    this.intended.push(opts.uri);
    const uri = new URL(opts.uri);
    return super.request<TData>({ ...opts, uri: new URL(uri.pathname + uri.search, this.target).href });
  }
}
