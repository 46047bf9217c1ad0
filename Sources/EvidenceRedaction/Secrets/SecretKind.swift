/// The kinds of secret the redactor removes. The raw value is the rule id written into the archive
/// (`[REDACTED:<id>]`) and counted in the manifest.
package enum SecretKind: String, CaseIterable, Codable, Sendable {
    case authorizationHeader = "authorization-header"
    case bearerToken = "bearer-token"
    case githubToken = "github-token"
    case awsAccessKeyID = "aws-access-key-id"
    case awsSecretAccessKey = "aws-secret-access-key"
    case jwt = "jwt"
    case password = "password"
    case tokenPair = "token"
    case privateKey = "private-key"
    case urlCredentials = "url-credentials"
    case slackToken = "slack-token"
    case googleAPIKey = "google-api-key"
    case gitlabToken = "gitlab-token"
    case stripeKey = "stripe-key"
    case npmToken = "npm-token"
    case sendgridKey = "sendgrid-key"
    case googleOAuthToken = "google-oauth-token"
    case webhookURL = "webhook-url"
    case vendorToken = "vendor-token"
    case encodedSecret = "encoded-secret"

    package var summary: String { Self.summaries[self] ?? rawValue }

    /// A line for each kind, as a table rather than a switch of 20 cases (a test checks that
    /// every kind has its line).
    private static let summaries: [SecretKind: String] = [
        .authorizationHeader: "the value of an Authorization or Proxy-Authorization header or field",
        .bearerToken: "the token after `Bearer `",
        .githubToken: "GitHub tokens: ghp_, gho_, ghu_, ghs_, ghr_ and github_pat_",
        .awsAccessKeyID: "AWS access key ids (AKIA…, ASIA…)",
        .awsSecretAccessKey: "the value of aws_secret_access_key / SecretAccessKey",
        .jwt: "JSON Web Tokens (eyJ….….…)",
        .password: "the value of password=, passwd=, passphrase= (and `password:`) pairs",
        .tokenPair: "the value of token=, secret=, api_key=, client_secret= and similar pairs",
        .privateKey: "the body of -----BEGIN … PRIVATE KEY----- blocks",
        .urlCredentials: "the password in https://user:password@host URLs",
        .slackToken: "Slack tokens (xoxb-, xoxp-, …)",
        .googleAPIKey: "Google API keys (AIza…)",
        .gitlabToken: "GitLab tokens: glpat-, glptt-, gldt-, glrt-, glcbt-, glft-, glimt-, glsoat-, gloas-",
        .stripeKey: "Stripe keys: sk_live_, rk_live_, sk_test_, rk_test_, and webhook secrets (whsec_)",
        .npmToken: "npm access tokens (npm_…)",
        .sendgridKey: "SendGrid API keys (SG.….…)",
        .googleOAuthToken: "Google OAuth refresh tokens (1//0…), access tokens (ya29.…) and client secrets (GOCSPX-…)",
        .webhookURL: "the secret path of Slack (hooks.slack.com/services/…) and Discord webhook URLs",
        .vendorToken: "prefixed tokens of other services: OpenAI and Anthropic (sk-…), Shopify, PyPI, Hugging Face, DigitalOcean, Postman, Atlassian, New Relic, Square, Databricks, Heroku, Sentry, Vault, 1Password, Grafana, age, Replicate, Perplexity, Pulumi, RubyGems, Buildkite, CircleCI, Figma, Notion, Flutterwave, Doppler, Dynatrace, JFrog",
        .encodedSecret: "base64-encoded JSON holding a secret (eyJ…, ewo…)",
    ]

    var replacement: [UInt8] { Array("[REDACTED:\(rawValue)]".utf8) }
}
