// Created by the Quiver maintainers.
import XCTest
@testable import Quiver

/// Routes Quiver's internal assertions to XCTest so that an assertion hit
/// during a test fails that test instead of crashing the test host.
enum TestLogger {
  static func install() {
    QuiverLogger.shared = QuiverLogger(
      assert: { condition, message, file, line in
        guard !condition() else { return }
        XCTFail(message(), file: file, line: line)
      },
      assertionFailure: { message, _, _ in
        // Reported here rather than at the SDK's call site: `file` is a #fileID.
        XCTFail(message())
      },
      warn: { message, _, _ in
        print("[Quiver] warning: \(message())")
      })
  }
}
