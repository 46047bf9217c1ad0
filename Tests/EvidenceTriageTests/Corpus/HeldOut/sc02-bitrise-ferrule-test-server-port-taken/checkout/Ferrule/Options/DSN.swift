import Foundation

struct DSN {
    let publicKey: String
    let host: String
    let projectID: String

    init?(_ string: String) {
        guard let url = URL(string: string), let key = url.user, let host = url.host else { return nil }
        publicKey = key
        self.host = host
        projectID = url.pathComponents.dropFirst().first ?? ""
    }
}
