import Foundation

struct Movement { let berth: String; let vessel: String; let time: String }

enum DigestComposer {
    static func sections(_ movements: [Movement]) -> [String] {
        movements.map { $0.vessel }
    }
}
