import SnapshotTesting
import SwiftUI
import XCTest

/// Shared configuration for Fernleaf's snapshot tests.
/// Missing references are recorded on the fly (`.missing`), also on CI.
func assertFernleafSnapshot<V: View>(of view: V,
                                     colorScheme: ColorScheme = .light,
                                     file: StaticString = #filePath,
                                     testName: String = #function,
                                     line: UInt = #line) {
    let host = UIHostingController(rootView: view.environment(\.colorScheme, colorScheme))
    withSnapshotTesting(record: .missing) {
        assertSnapshot(of: host, as: .image(precision: 0.99, perceptualPrecision: 0.98),
                       file: file, testName: testName, line: line)
    }
}
