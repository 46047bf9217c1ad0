import AppKit
import SnapshotTesting
import SwiftUI

/// Renders a SwiftUI view the way it appears on an iPhone 15-sized canvas.
/// The view is hosted in a titled NSWindow so that SwiftUI lays it out with a
/// real window, as it would in the app.
func assertPhoneSnapshot<V: View>(
    of view: V,
    named name: String? = nil,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    let host = NSHostingController(rootView: view.frame(width: 390, height: 844))
    let window = NSWindow(contentViewController: host)
    window.setContentSize(NSSize(width: 390, height: 844))
    window.layoutIfNeeded()
    assertSnapshot(of: window.contentView!, as: .image(precision: 0.99), named: name,
                   file: file, testName: testName, line: line)
}
