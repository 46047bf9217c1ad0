import Foundation

struct AboutInfo: Equatable {
    let version: String?
    let build: String?

    init(bundle: Bundle = .main) {
        version = bundle.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
        build = bundle.object(forInfoDictionaryKey: "CFBundleVersion") as? String
    }

    var label: String { "Version \(version ?? "nil") (\(build ?? "nil"))" }
}
