import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// `triage --format json` says `verified` exactly as `verify` would (issue 28, part 3): both read an
/// archive through one function (`ArchiveVerifier.readEntries`), end checks included. The audit found
/// `"verified": true` for archives verify rejects: a second gzip member, garbage after the end, a
/// gzip stream without its trailer.
extension HostileArchiveTests {
    @Test(arguments: ["none", "second-member", "garbage", "no-trailer", "junk-in-tar", "mode"])
    func triageSaysVerifiedExactlyAsVerifyWould(change: String) throws {
        let directory = try TemporaryDirectory()
        let archive = try rewrite(directory, change)
        let verify = try run(["verify", archive])
        #expect(verify.status == (change == "none" ? 0 : 1), "\(verify.standardError)")
        let triage = try run(["triage", archive, "--format", "json"])
        // A damaged archive still gets its report, and the exit status the contract gives damaged input.
        #expect(triage.status == (change == "none" ? 0 : 65), "\(triage.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(triage.standardOutputBytes)) as? [String: Any])
        let verified = try #require((document["archive"] as? [String: Any])?["verified"] as? Bool)
        #expect(verified == (verify.status == 0), "verify exited \(verify.status), triage said verified: \(verified)")
        if !verified {
            #expect(triage.standardError.contains("does not match its manifest") || triage.standardError.contains("is truncated or damaged"), "\(triage.standardError)")
        }
    }
}
