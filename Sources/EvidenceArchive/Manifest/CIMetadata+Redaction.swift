import EvidenceRedaction
import EvidenceRun

extension CIMetadata {
    /// The same, with secrets in its strings redacted (`https://admin:pw@ci.example.com/…` in a
    /// self-hosted CI's run URL), and what was found.
    func redacted() -> (metadata: CIMetadata, counts: [SecretKind: Int]) {
        var counts: [SecretKind: Int] = [:]
        func clean(_ text: String?) -> String? {
            guard let text else { return nil }
            let redacted = SecretRedactor.redacted(text)
            counts.merge(redacted.counts, uniquingKeysWith: +)
            return redacted.text
        }
        let metadata = CIMetadata(provider: provider, runURL: clean(runURL), job: clean(job), branch: clean(branch))
        return (metadata, counts)
    }
}
