//! The only way out of the sandbox: HTTP requests to the URL prefixes a manifest declares.
//!
//! Live requests go through `reqwest` (rustls, timeouts, gzip) with retries and back-off on
//! 429 and 5xx that honour `Retry-After`; every redirect is checked against the prefixes
//! again. In replay mode the same requests go to a local HTTP server that answers from the
//! plugin's recorded fixtures, so pagination and failures are exercised over real HTTP.

use std::io::Read;
use std::time::{Duration, Instant};

use crate::manifest::Capabilities;

/// A response as a plugin sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HttpResponse {
    /// HTTP status.
    pub status: u16,
    /// Headers, lowercase names.
    pub headers: Vec<(String, String)>,
    /// The body as text.
    pub body: String,
}

/// Where requests go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// The provider's servers.
    Live,
    /// A local replay server at this base URL, e.g. `http://127.0.0.1:4100`.
    Replay(String),
}

/// Limits and policy of a fetcher.
#[derive(Debug, Clone)]
pub struct FetchPolicy {
    /// Largest body accepted.
    pub max_body_bytes: usize,
    /// Attempts for 429 and 5xx answers, the first included.
    pub attempts: u32,
    /// First back-off; doubles per retry.
    pub backoff: Duration,
    /// Longest wait a `Retry-After` may impose.
    pub max_wait: Duration,
    /// Timeout of one request.
    pub timeout: Duration,
}

impl Default for FetchPolicy {
    fn default() -> Self {
        Self {
            max_body_bytes: 64 * 1024 * 1024,
            attempts: 3,
            backoff: Duration::from_millis(250),
            max_wait: Duration::from_secs(30),
            timeout: Duration::from_secs(20),
        }
    }
}

/// Performs a plugin's requests within its capabilities.
pub struct Fetcher {
    client: reqwest::blocking::Client,
    capabilities: Capabilities,
    target: Target,
    policy: FetchPolicy,
    deadline: Option<Instant>,
}

impl Fetcher {
    /// A fetcher for a plugin with `capabilities`.
    pub fn new(
        capabilities: Capabilities,
        target: Target,
        policy: FetchPolicy,
    ) -> Result<Self, String> {
        let checked = capabilities.clone();
        let redirect = match target {
            Target::Live => reqwest::redirect::Policy::custom(move |attempt| {
                if attempt.previous().len() >= 5 {
                    attempt.error("more than 5 redirects")
                } else if checked.allows(attempt.url().as_str()) {
                    attempt.follow()
                } else {
                    let to = attempt.url().to_string();
                    attempt.error(format!(
                        "redirect to {to} leaves the declared fetch prefixes"
                    ))
                }
            }),
            Target::Replay(_) => reqwest::redirect::Policy::none(),
        };
        let client = reqwest::blocking::Client::builder()
            .timeout(policy.timeout)
            .connect_timeout(Duration::from_secs(10))
            .redirect(redirect)
            .user_agent(concat!("gpucase/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| e.to_string())?;
        Ok(Self {
            client,
            capabilities,
            target,
            policy,
            deadline: None,
        })
    }

    /// Bounds every later request by `at`: its timeout is what is left until then, retries
    /// wait no longer, and none is sent after it. The sandbox sets the end of the run's
    /// wall time, so that a request in flight cannot carry a run past it.
    pub fn set_deadline(&mut self, at: Instant) {
        self.deadline = Some(at);
    }

    /// Time left before the deadline, if one is set.
    fn left(&self) -> Option<Duration> {
        self.deadline
            .map(|at| at.saturating_duration_since(Instant::now()))
    }

    /// Sends a request with extra `headers` (e.g. an `Authorization` built from a declared
    /// secret); refuses URLs outside the declared prefixes. Header values are never logged.
    pub fn request(
        &self,
        method: &str,
        url: &str,
        body: Option<&str>,
        headers: &[(String, String)],
    ) -> Result<HttpResponse, String> {
        for (name, value) in headers {
            let valid = reqwest::header::HeaderName::from_bytes(name.as_bytes()).is_ok()
                && reqwest::header::HeaderValue::from_str(value).is_ok();
            if !valid {
                return Err(format!(
                    "{method} {url}: header {name:?} is not a valid HTTP header"
                ));
            }
            if ["host", "content-length", "transfer-encoding", "connection"]
                .contains(&name.to_ascii_lowercase().as_str())
            {
                return Err(format!(
                    "{method} {url}: header {name:?} is set by the host"
                ));
            }
        }
        let Some(checked) = self.capabilities.check(url) else {
            return Err(format!(
                "fetch of {url} refused: it is not an https URL under the prefixes the manifest declares ({}), or it names a user or password",
                self.capabilities.fetch.join(", ")
            ));
        };
        // What was checked is what is fetched: the normalised URL, never the raw text.
        let wire_url = match &self.target {
            Target::Live => checked.to_string(),
            Target::Replay(base) => {
                format!("{base}/{}", checked.as_str().trim_start_matches("https://"))
            }
        };
        let mut attempt = 0;
        loop {
            attempt += 1;
            let left = self.left();
            if left == Some(Duration::ZERO) {
                return Err(format!(
                    "{method} {url}: not sent, the run's wall time is over"
                ));
            }
            let mut request = match method {
                "POST" => self.client.post(&wire_url),
                _ => self.client.get(&wire_url),
            };
            if let Some(left) = left {
                request = request.timeout(left.min(self.policy.timeout));
            }
            if let Some(body) = body {
                // JSON unless the script names its own type (AWS JSON APIs want
                // application/x-amz-json-1.1, and a signed request must send exactly the
                // content type it signed: one header, not two).
                if !headers
                    .iter()
                    .any(|(name, _)| name.eq_ignore_ascii_case("content-type"))
                {
                    request = request.header("content-type", "application/json");
                }
                request = request.body(body.to_owned());
            }
            for (name, value) in headers {
                request = request.header(name.as_str(), value.as_str());
            }
            let response = request
                .send()
                .map_err(|e| format!("{method} {url}: {}", describe(&e)))?;
            let status = response.status().as_u16();
            let retry = status == 429 || (500..600).contains(&status);
            if retry && attempt < self.policy.attempts {
                let wait = retry_after(&response)
                    .unwrap_or(self.policy.backoff * 2u32.pow(attempt - 1))
                    .min(self.policy.max_wait)
                    .min(self.left().unwrap_or(Duration::MAX));
                std::thread::sleep(wait);
                continue;
            }
            return self.read(response, method, url);
        }
    }

    fn read(
        &self,
        response: reqwest::blocking::Response,
        method: &str,
        url: &str,
    ) -> Result<HttpResponse, String> {
        let status = response.status().as_u16();
        let headers = response
            .headers()
            .iter()
            .map(|(k, v)| {
                (
                    k.as_str().to_owned(),
                    v.to_str().unwrap_or_default().to_owned(),
                )
            })
            .collect();
        let mut bytes = Vec::new();
        let limit = self.policy.max_body_bytes;
        response
            .take(u64::try_from(limit).unwrap_or(u64::MAX) + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| format!("{method} {url}: reading the body failed: {e}"))?;
        if bytes.len() > limit {
            return Err(format!(
                "{method} {url}: the response is larger than {limit} bytes"
            ));
        }
        let body = String::from_utf8(bytes)
            .map_err(|_| format!("{method} {url}: the response is not UTF-8 text"))?;
        Ok(HttpResponse {
            status,
            headers,
            body,
        })
    }
}

fn retry_after(response: &reqwest::blocking::Response) -> Option<Duration> {
    let value = response.headers().get("retry-after")?.to_str().ok()?;
    value.trim().parse::<u64>().ok().map(Duration::from_secs)
}

fn describe(e: &reqwest::Error) -> String {
    if e.is_timeout() {
        "timed out".into()
    } else if e.is_redirect() {
        format!("redirect refused: {e}")
    } else if e.is_connect() {
        "could not connect".into()
    } else {
        e.to_string()
    }
}
