import Foundation

struct ElevationFormatter {
    func feet(_ meters: Double) -> String {
        let ft = Int(meters * 3.28084)          // truncates
        return "\(ft.formatted()) ft"
    }
}
