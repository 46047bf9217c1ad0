import UIKit

public final class PaymentSheetView: UIView {
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 375, height: 420))
        backgroundColor = .systemBackground
        layer.cornerRadius = 16
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 12
        layer.shadowColor = UIColor.lumenShadow.cgColor
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
