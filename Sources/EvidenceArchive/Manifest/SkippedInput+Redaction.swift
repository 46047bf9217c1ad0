import EvidenceRedaction
import EvidenceRun

extension SkippedInput {
    /// As the manifest records it and warnings print it: its path and what its reason quotes of the
    /// input (a link's target, an error naming a file) through the secret rules, so a link to
    /// `/tmp/ghp_…/x.log` leaks no token into the manifest or the CI's log (issue 28's audit).
    package var redacted: (input: SkippedInput, counts: [SecretKind: Int]) {
        let (path, pathCounts) = SecretFileNames.redacted(self.path)
        let (reason, reasonCounts) = self.reason.redacted
        return (SkippedInput(path: path, reason: reason), pathCounts.merging(reasonCounts, uniquingKeysWith: +))
    }
}

extension SkipReason {
    /// The reason with the input it quotes redacted: as text, then each path component as a file
    /// name (a token joined by `_` or `-` to the words before it).
    var redacted: (reason: SkipReason, counts: [SecretKind: Int]) {
        func quoted(_ text: String) -> (String, [SecretKind: Int]) {
            let asText = SecretRedactor.redacted(text)
            let asPath = SecretFileNames.redacted(asText.text)
            return (asPath.path, asText.counts.merging(asPath.counts, uniquingKeysWith: +))
        }
        switch self {
        case .danglingLink(let target): let (text, counts) = quoted(target); return (.danglingLink(target: text), counts)
        case .linkOutsideInput(let target): let (text, counts) = quoted(target); return (.linkOutsideInput(target: text), counts)
        case .linkOutsideBundle(let target): let (text, counts) = quoted(target); return (.linkOutsideBundle(target: text), counts)
        case .unreadable(let detail): let (text, counts) = quoted(detail); return (.unreadable(text), counts)
        case .unreadableDirectory(let detail): let (text, counts) = quoted(detail); return (.unreadableDirectory(text), counts)
        case .unreadableDirectoryInBundle(let detail): let (text, counts) = quoted(detail); return (.unreadableDirectoryInBundle(text), counts)
        case .unredactableSecrets(let sentence): let (text, counts) = quoted(sentence); return (.unredactableSecrets(text), counts)
        case .other(let sentence): let (text, counts) = quoted(sentence); return (.other(text), counts)
        default: return (self, [:])
        }
    }
}
