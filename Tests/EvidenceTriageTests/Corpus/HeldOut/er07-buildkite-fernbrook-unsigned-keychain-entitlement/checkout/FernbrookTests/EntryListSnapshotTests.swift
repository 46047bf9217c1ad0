import SnapshotKit
import SwiftUI
import XCTest
@testable import Fernbrook

final class EntryListSnapshotTests: XCTestCase {

    private func render(_ scheme: ColorScheme) -> some View {
        EntryListView(entries: .fixtures)
            .environment(\.colorScheme, scheme)
            .frame(width: 393, height: 852)
    }

    func testLightModeEntryList() {
        assertSnapshot(of: render(.light), named: "entry-list-light", tolerance: 0.001)
    }

    func testDarkModeEntryList() {
        // Relative timestamps ("2 min ago") are frozen by the fixture clock, but the
        // list fades its rows in; the first frame occasionally catches the fade.
        assertSnapshot(of: render(.dark), named: "entry-list-dark", tolerance: 0.001)
    }
}
