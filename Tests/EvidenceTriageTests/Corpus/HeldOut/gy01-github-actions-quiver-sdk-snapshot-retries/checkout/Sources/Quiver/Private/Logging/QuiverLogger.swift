// Created by the Quiver maintainers.
import Foundation

public final class QuiverLogger {
  public static var shared = QuiverLogger.printToConsole

  public init(
    assert: @escaping (_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, _ file: StaticString, _ line: UInt) -> Void,
    assertionFailure: @escaping (_ message: @autoclosure () -> String, _ file: StaticString, _ line: UInt) -> Void,
    warn: @escaping (_ message: @autoclosure () -> String, _ file: StaticString, _ line: UInt) -> Void)
  {
    _assert = assert
    _assertionFailure = assertionFailure
    _warn = warn
  }

  public func assertionFailure(_ message: @autoclosure () -> String = "", fileID: StaticString = #fileID, line: UInt = #line) {
    _assertionFailure(message(), fileID, line)
  }

  private let _assert: (@autoclosure () -> Bool, @autoclosure () -> String, StaticString, UInt) -> Void
  private let _assertionFailure: (@autoclosure () -> String, StaticString, UInt) -> Void
  private let _warn: (@autoclosure () -> String, StaticString, UInt) -> Void
}
