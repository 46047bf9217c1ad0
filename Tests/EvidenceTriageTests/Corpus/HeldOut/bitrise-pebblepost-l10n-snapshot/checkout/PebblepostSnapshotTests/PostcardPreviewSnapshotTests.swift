import SnapshotTesting
import SwiftUI
import XCTest
@testable import Pebblepost

/// References were recorded on Apple-silicon Macs (iPhone 15 simulator, iOS 17.5).
final class PostcardPreviewSnapshotTests: XCTestCase {

    func testBackSideWithHandwrittenFont() {
        let view = PostcardPreview(side: .back, postcard: .fixture(message: "Greetings from Whitby!"))
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13, precision: 0.99))
    }

    func testFrontSideWithGradientBorder() {
        let view = PostcardPreview(side: .front, postcard: .fixture(photo: "harbour", border: .gradient(.sunset)))
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13, precision: 0.99))
    }
}
