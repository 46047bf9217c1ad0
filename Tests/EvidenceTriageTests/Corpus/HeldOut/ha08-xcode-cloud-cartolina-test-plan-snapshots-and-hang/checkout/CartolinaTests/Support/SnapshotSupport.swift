import SnapshotTesting
import SwiftUI
import XCTest

/// Xcode Cloud runs the test action on a machine without the repository: only ci_scripts/ is
/// copied over. ci_post_clone.sh links every __Snapshots__ folder into ci_scripts/snapshots and the
/// CI test plan passes that location as CI_SNAPSHOTS_DIR.
func assertCartolinaSnapshot<V: View>(
    _ view: V,
    named name: String? = nil,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    let host = UIHostingController(rootView: view.frame(width: 390, height: 260))
    var directory: String?
    if let root = ProcessInfo.processInfo.environment["CI_SNAPSHOTS_DIR"] {
        let suite = URL(fileURLWithPath: "\(file)").deletingPathExtension().lastPathComponent
        directory = "\(root)/\(suite)"
    } else if ProcessInfo.processInfo.environment["CI_XCODE_CLOUD"] == "TRUE" {
        print("SnapshotSupport: CI_SNAPSHOTS_DIR not set, falling back to #filePath directory")
    }
    let failure = verifySnapshot(of: host, as: .image(on: .iPhone13, precision: 0.99), named: name,
                                 snapshotDirectory: directory, file: file, testName: testName, line: line)
    if let failure { XCTFail(failure, file: file, line: line) }
}
