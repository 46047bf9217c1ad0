import UIKit

final class MonthYearPickerView: UIPickerView, UIPickerViewDataSource, UIPickerViewDelegate {
    private let formatter: DateFormatter = {
        let f = DateFormatter()
        f.setLocalizedDateFormatFromTemplate("LLLL")
        return f
    }()
    private let months = Array(1...12)
    private let years = Array(2020...2035)

    init(selected: YearMonth) {
        super.init(frame: .zero)
        dataSource = self
        delegate = self
        selectRow(selected.month - 1, inComponent: 0, animated: false)
        selectRow(selected.year - years[0], inComponent: 1, animated: false)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? months.count : years.count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        if component == 1 { return String(years[row]) }
        return formatter.standaloneMonthSymbols[row].capitalized
    }
}
