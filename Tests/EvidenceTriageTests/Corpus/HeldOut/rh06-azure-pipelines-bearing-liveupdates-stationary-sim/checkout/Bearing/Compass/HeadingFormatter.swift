enum HeadingFormatter {
    static let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    static func cardinal(_ degrees: Double) -> String {
        let index = Int(degrees / 45) % 8
        return points[index]
    }
}
