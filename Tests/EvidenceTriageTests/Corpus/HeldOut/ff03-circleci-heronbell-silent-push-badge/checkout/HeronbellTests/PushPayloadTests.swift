//
//  PushPayloadTests.swift
//  HeronbellTests
//

import XCTest
@testable import Heronbell

final class PushPayloadTests: XCTestCase {

    func testDecodesUnreadPush() throws {
        let payload = try PushPayload.decode(userInfo: [
            "aps": ["content-available": 1],
            "hb": ["kind": "unread", "channel": "c_42", "unread": 3],
        ])
        XCTAssertEqual(payload.kind, .unread)
        XCTAssertEqual(payload.unread, 3)
    }

    func testDescribesMissingNestedKey() {
        do {
            _ = try PushPayload.decode(userInfo: ["hb": ["kind": "unread"]])
            XCTFail("expected a decoding error")
        } catch let error as DecodingError {
            XCTAssertEqual(DecodingErrorDescriber.describe(error), "missing 'channel' in hb")
        } catch {
            XCTFail("unexpected error \(error)")
        }
    }

    /// Older backends sent the body under "heronbell" instead of "hb".
    /// The describer must report the missing top-level key, not crash.
    func testReportsMisspelledTopLevelKey() {
        do {
            _ = try PushPayload.decode(userInfo: ["heronbell": ["kind": "unread", "channel": "c_42"]])
            XCTFail("expected a decoding error")
        } catch let error as DecodingError {
            XCTAssertEqual(DecodingErrorDescriber.describe(error), "missing 'hb' at top level")
        } catch {
            XCTFail("unexpected error \(error)")
        }
    }
}
