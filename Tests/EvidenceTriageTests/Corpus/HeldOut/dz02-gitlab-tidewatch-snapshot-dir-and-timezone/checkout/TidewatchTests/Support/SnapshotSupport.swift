import SnapshotTesting
import SwiftUI
import XCTest

/// All Tidewatch snapshot tests go through this helper so the device, scale and
/// reference folder are the same on every machine.
func assertTideSnapshot<V: View>(
    of view: V,
    named name: String? = nil,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    let failure = verifySnapshot(
        of: UIHostingController(rootView: view),
        as: .image(on: .iPhone13, precision: 0.99, perceptualPrecision: 0.98),
        named: name,
        snapshotDirectory: referenceDirectory(for: file),
        file: file,
        testName: testName,
        line: line
    )
    if let failure {
        XCTFail(failure, file: file, line: line)
    }
}

/// CI passes SNAPSHOT_REFERENCE_DIR through the test plan's environment; locally we
/// fall back to the library default (`__Snapshots__/<TestClass>` beside the test file).
private func referenceDirectory(for file: StaticString) -> String? {
    let fileURL = URL(fileURLWithPath: "\(file)", isDirectory: false)
    let testClass = fileURL.deletingPathExtension().lastPathComponent
    guard let root = ProcessInfo.processInfo.environment["SNAPSHOT_REFERENCE_DIR"], !root.isEmpty else {
        return nil
    }
    return URL(fileURLWithPath: root, isDirectory: true)
        .appendingPathComponent(testClass, isDirectory: true)
        .path
}
