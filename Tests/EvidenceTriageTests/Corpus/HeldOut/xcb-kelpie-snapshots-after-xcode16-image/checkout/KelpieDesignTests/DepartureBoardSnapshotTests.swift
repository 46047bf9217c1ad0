import SnapshotTesting
import SwiftUI
import XCTest
@testable import KelpieDesign

final class DepartureBoardSnapshotTests: XCTestCase {
    private let departures: [Departure] = [
        .init(line: "H2", destination: "North Quay", due: .minutes(2), status: .onTime),
        .init(line: "F1", destination: "Isle Pier", due: .minutes(9), status: .delayed(minutes: 4)),
        .init(line: "H2", destination: "North Quay", due: .minutes(14), status: .cancelled),
    ]

    func testOnTimeRowLayout() {
        let board = DepartureBoard(departures: Array(departures.prefix(1)))
        assertSnapshot(of: board, as: .image(perceptualPrecision: 0.98, layout: .device(config: .iPhone13)))
    }

    func testDelayedRowLayout() {
        let board = DepartureBoard(departures: departures)
        assertSnapshot(of: board, as: .image(perceptualPrecision: 0.98, layout: .device(config: .iPhone13)))
    }

    func testEmptyBoard() {
        assertSnapshot(of: DepartureBoard(departures: []), as: .image(perceptualPrecision: 0.98, layout: .device(config: .iPhone13)))
    }
}
