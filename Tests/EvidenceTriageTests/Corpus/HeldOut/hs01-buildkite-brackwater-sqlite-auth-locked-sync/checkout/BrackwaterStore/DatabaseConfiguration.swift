import Foundation
import SQLite3

public struct DatabaseConfiguration: Sendable {
    public enum Protection: String, Sendable {
        case complete
        case completeUnlessOpen
        case completeUntilFirstUserAuthentication

        var sqliteOpenFlag: Int32 {
            switch self {
            case .complete: return SQLITE_OPEN_FILEPROTECTION_COMPLETE
            case .completeUnlessOpen: return SQLITE_OPEN_FILEPROTECTION_COMPLETEUNLESSOPEN
            case .completeUntilFirstUserAuthentication: return SQLITE_OPEN_FILEPROTECTION_COMPLETEUNTILFIRSTUSERAUTHENTICATION
            }
        }
    }

    public let url: URL
    public let fileProtection: Protection

    public init(url: URL, fileProtection: Protection) {
        self.url = url
        self.fileProtection = fileProtection
    }

    /// The ledger database. Written by foreground sync, by the refresh task and by the
    /// nightly reconcile processing task.
    public static func ledger(in directory: URL) -> DatabaseConfiguration {
        // Tightened in BRK-1184 ("encrypt ledger at rest while locked").
        DatabaseConfiguration(url: directory.appendingPathComponent("ledger.sqlite"),
                              fileProtection: .complete)
    }
}
