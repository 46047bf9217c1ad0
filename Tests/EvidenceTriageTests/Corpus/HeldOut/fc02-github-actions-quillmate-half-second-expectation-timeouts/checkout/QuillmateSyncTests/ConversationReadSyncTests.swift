//
//  ConversationReadSyncTests.swift
//  QuillmateSyncTests
//

import XCTest
@testable import QuillmateMockTransport
@testable import QuillmateSync

final class ConversationReadSyncTests: XCTestCase {
    private var transport: MockTransportSession!
    private var sync: ConversationReadSync!

    override func setUp() {
        super.setUp()
        transport = MockTransportSession()
        sync = ConversationReadSync(syncContext: transport.syncContext, api: transport.api)
    }

    override func tearDown() {
        sync = nil
        transport = nil
        super.tearDown()
    }

    func testThatItKeepsMutedConversationsUnread() {
        let muted = transport.insertConversation(unread: 3, muted: true)
        sync.markAllAsRead(excludingMuted: true)
        XCTAssertTrue(transport.waitForAllGroupsToBeEmpty(timeout: 1.0))
        XCTAssertEqual(sync.unreadCount(of: muted), 3)
    }

    func testThatItMarksConversationsAsRead() {
        // given
        transport.insertConversation(unread: 1, muted: false)
        transport.insertConversation(unread: 1, muted: false)

        // when: marking as read runs on the sync context, so it is asynchronous
        sync.markAllAsRead(excludingMuted: false)

        // then
        XCTAssertTrue(transport.waitForAllGroupsToBeEmpty(timeout: 0.5),
                      "Timed out waiting for dispatch groups to be empty after 0.5 seconds")
        XCTAssertEqual(sync.totalUnreadCount, 0, "unread count after markAllAsRead")
    }
}
