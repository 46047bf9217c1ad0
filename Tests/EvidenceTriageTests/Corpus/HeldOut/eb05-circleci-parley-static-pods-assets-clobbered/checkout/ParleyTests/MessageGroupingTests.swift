//
//  MessageGroupingTests.swift
//  ParleyTests
//

import XCTest
@testable import Parley

final class MessageGroupingTests: XCTestCase {

    func testSplitsOnSenderChange() {
        let m = ChatMessage.fixtures(senders: ["a", "b"], spacing: 10)
        XCTAssertEqual(MessageGrouping.groups(m).count, 2)
    }

    func testGroupsMessagesExactlyFiveMinutesApart() {
        let m = ChatMessage.fixtures(senders: ["a", "a", "a"], spacing: 300)
        XCTAssertEqual(MessageGrouping.groups(m).map(\.count), [3])
    }
}
