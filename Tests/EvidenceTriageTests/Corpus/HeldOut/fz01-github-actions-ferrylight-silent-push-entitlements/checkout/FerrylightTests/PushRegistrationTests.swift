//
//  PushRegistrationTests.swift
//  FerrylightTests
//
//  Hosted in Ferrylight.app. Since Xcode 14 the Simulator on Apple silicon gets a real
//  APNs sandbox token, so this exercises the delegate round trip end to end.
//

import UIKit
import XCTest
@testable import Ferrylight

final class PushRegistrationTests: XCTestCase {

    override func tearDown() {
        PushRegistrar.shared.onResult = nil
        super.tearDown()
    }

    func testRegisterForRemoteNotificationsDeliversToken() throws {
        let delivered = expectation(description: "APNs registration outcome")
        var outcome: Result<Data, Error>?
        PushRegistrar.shared.onResult = { result in
            outcome = result
            delivered.fulfill()
        }

        UIApplication.shared.registerForRemoteNotifications()
        wait(for: [delivered], timeout: 20)

        let token = try XCTUnwrap(try? outcome?.get(),
                                  "APNs registration failed: \(String(describing: outcome))")
        XCTAssertEqual(token.count, 32, "APNs device tokens are 32 bytes on iOS 18+ simulators")
    }

    func testTokenIsUploadedOnce() {
        let uploader = RecordingTokenUploader()
        let registrar = PushRegistrar(uploader: uploader)
        registrar.didRegister(deviceToken: Data(repeating: 0xAB, count: 32))
        XCTAssertEqual(uploader.uploaded.count, 1)
    }
}
