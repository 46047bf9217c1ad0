import UIKit

final class RecipeCardView: UIView {
    let titleLabel = UILabel()
    let timeLabel = UILabel()
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        // Show two lines so long recipe names are readable (#1101).
        titleLabel.numberOfLines = 2
        titleLabel.lineBreakMode = .byTruncatingTail
        timeLabel.font = .preferredFont(forTextStyle: .footnote)
        timeLabel.textColor = .secondaryLabel
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        layer.cornerRadius = 12
        [imageView, titleLabel, timeLabel].forEach(addSubview)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
