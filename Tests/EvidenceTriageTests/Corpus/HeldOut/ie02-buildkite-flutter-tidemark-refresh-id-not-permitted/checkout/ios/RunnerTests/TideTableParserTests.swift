import XCTest
@testable import Runner

final class TideTableParserTests: XCTestCase {
  private let json = #"""
  {"station":"Porthmellin","events":[
    {"type":"high","time":"2026-12-03T14:32:00Z","height":"4.71"},
    {"type":"low","time":"2026-12-03T20:51:00Z","height":"-0.3"}]}
  """#

  func testParsesHighWater() throws {
    let table = try TideTableParser.parse(Data(json.utf8))
    XCTAssertEqual(table.events.first?.height, 4.71, accuracy: 0.001)
  }

  func testParsesNegativeLowWaterHeights() throws {
    let table = try TideTableParser.parse(Data(json.utf8))
    XCTAssertEqual(table.events.last?.height, -0.3)
  }

  func testStationName() throws {
    XCTAssertEqual(try TideTableParser.parse(Data(json.utf8)).station, "Porthmellin")
  }
}
