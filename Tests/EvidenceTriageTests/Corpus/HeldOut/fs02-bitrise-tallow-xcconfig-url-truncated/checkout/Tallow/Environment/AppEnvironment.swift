import Foundation

/// Values the build injects through Info.plist (see Config/Base.xcconfig).
struct AppEnvironment {
    let name: String
    let syncBaseURL: URL

    init(bundle: Bundle = .main) {
        name = bundle.object(forInfoDictionaryKey: "TallowEnvironment") as? String ?? "production"
        let raw = bundle.object(forInfoDictionaryKey: "TallowSyncBaseURL") as? String ?? ""
        guard let url = URL(string: raw) else {
            preconditionFailure("TallowSyncBaseURL is not a URL: \(raw)")
        }
        syncBaseURL = url
    }

    init(name: String, syncBaseURL: URL) {
        self.name = name
        self.syncBaseURL = syncBaseURL
    }
}
