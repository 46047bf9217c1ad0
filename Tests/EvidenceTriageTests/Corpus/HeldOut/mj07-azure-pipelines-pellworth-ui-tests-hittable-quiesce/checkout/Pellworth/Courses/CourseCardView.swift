import UIKit

final class CourseCardView: UIView {
    let thumbnail = UIImageView()
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        thumbnail.accessibilityIdentifier = "course.thumbnail"
        thumbnail.isUserInteractionEnabled = true
        thumbnail.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openCourse)))
        // UIImageView is not an accessibility element by default, so XCUITest
        // reports it as not hittable.
        addSubview(thumbnail)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func openCourse() {
        NotificationCenter.default.post(name: .openCourse, object: self)
    }
}
