import SnapshotTesting
import SwiftUI
import XCTest
@testable import Chatterbox

final class ChannelDateOverlaySnapshotTests: XCTestCase {
    func test_dateIndicatorAppearsAtTop() {
        // 20 messages, 10 000 s apart, counting back from the epoch.
        let messages = (0..<20).map { i in
            Message.fixture(id: "m\(i)", text: "Message \(i)",
                            createdAt: Date(timeIntervalSince1970: TimeInterval(-i * 10_000)))
        }
        let view = ChannelView(viewModel: .fixture(messages: messages))
            .frame(width: 393, height: 788)

        assertSnapshot(of: view, as: .image(perceptualPrecision: 0.98, layout: SnapshotDefaults.layout))
    }

    func test_dateIndicatorHiddenWhenScrolledToBottom() {
        let view = ChannelView(viewModel: .fixture(messages: [.fixture(id: "m0", text: "Hi", createdAt: .init(timeIntervalSince1970: 0))],
                                                   scrolledToBottom: true))
            .frame(width: 393, height: 788)

        assertSnapshot(of: view, as: .image(perceptualPrecision: 0.98, layout: SnapshotDefaults.layout))
    }
}
