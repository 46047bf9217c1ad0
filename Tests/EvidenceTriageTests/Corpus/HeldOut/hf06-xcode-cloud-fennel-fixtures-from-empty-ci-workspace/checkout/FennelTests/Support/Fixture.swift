import Foundation
import XCTest

/// Loads JSON fixtures committed under FennelTests/Fixtures.
enum Fixture {
    static var root: URL {
        let env = ProcessInfo.processInfo.environment
        if env["CI"] == "TRUE" {
            // Xcode Cloud: the repository is cloned into $CI_WORKSPACE/repository.
            let workspace = env["CI_WORKSPACE"] ?? ""
            let url = URL(fileURLWithPath: workspace).appendingPathComponent("repository/FennelTests/Fixtures")
            print("Fixture root: \(url.path) (CI_WORKSPACE='\(workspace)')")
            return url
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(name))
    }
}
