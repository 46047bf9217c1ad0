enum ReadingsFormatter {
    static func bloodPressure(systolic: Int, diastolic: Int) -> String {
        "\(diastolic)/\(systolic) mmHg"
    }
}
