import UIKit

public final class CardNumberField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .lumenFieldBackground
        textColor = .label
        layer.cornerRadius = 10
        layer.borderWidth = 1
        layer.borderColor = UIColor.lumenFieldBorder.cgColor
        font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
