import EvidenceKit
import Foundation
import Testing

/// The PostgreSQL server `scripts/test.sh` starts (EVIDENCE_TEST_POSTGRES_URL); the history tests
/// that need it are skipped without it, as in a clone without PostgreSQL installed.
public enum TestPostgres {
    public static let url: String? = ProcessInfo.processInfo.environment["EVIDENCE_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }

    /// The skip comment; `scripts/test.sh` counts the skipped tests by this text, so keep them in step.
    public static let absenceReason = "no PostgreSQL server (EVIDENCE_TEST_POSTGRES_URL is unset; scripts/test.sh starts one when initdb and pg_ctl are installed)"

    /// A new, empty database on the test server, so that tests running at once do not share tables.
    public static func freshDatabase() throws -> String {
        guard let url else { throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: absenceReason]) }
        let name = "evidence_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try PostgresConnection(url: url).execute("CREATE DATABASE \(name)")
        // The URL is postgresql://user@/postgres?host=…: swap the database name.
        return url.replacingOccurrences(of: "@/postgres", with: "@/\(name)")
    }
}

extension Trait where Self == ConditionTrait {
    /// Skips a test that needs the PostgreSQL server when there is none. One per test, like
    /// `.requiresSharedFixtures`: `scripts/test.sh` counts one skip line per test.
    public static var requiresPostgres: Self {
        .enabled(if: TestPostgres.url != nil, Comment(rawValue: TestPostgres.absenceReason))
    }
}
