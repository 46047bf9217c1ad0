import Foundation

struct NodeDirectory {
    private var positions: [UInt32: Position] = [:]

    mutating func merge(node: UInt32, position: Position) {
        // Last packet wins.
        positions[node] = position
    }

    func position(of node: UInt32) -> Position? { positions[node] }
}
