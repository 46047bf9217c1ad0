//
//  UnreadCountPublisherTests.swift
//  HeronbellTests
//

import XCTest
@testable import Heronbell

final class UnreadCountPublisherTests: XCTestCase {
    private var center: NotificationCenter!
    private var received: [Int] = []
    private var listener: Task<Void, Never>?

    override func setUp() {
        super.setUp()
        center = NotificationCenter()
        received = []
        listener = Task { [center] in
            for await note in center!.notifications(named: .unreadCountChanged) {
                if let total = note.userInfo?["total"] as? Int {
                    await MainActor.run { self.received.append(total) }
                }
            }
        }
    }

    override func tearDown() {
        listener?.cancel()
        super.tearDown()
    }

    func testPostsUnreadChangedAfterSync() async throws {
        let publisher = UnreadCountPublisher(center: center)
        publisher.syncDidFinish(total: 4)
        try await Task.sleep(nanoseconds: 200_000_000)
        XCTAssertEqual(received, [4])
    }

    func testDoesNotPostWhenTotalUnchanged() async throws {
        let publisher = UnreadCountPublisher(center: center)
        publisher.syncDidFinish(total: 0)
        try await Task.sleep(nanoseconds: 200_000_000)
        XCTAssertEqual(received, [])
    }
}
