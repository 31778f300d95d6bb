// One item of a StackFlowView: the pushed view with its optional header bar, and the tint and
// mask that fade it.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// One item: an optional header bar, the pushed view, and the tint and mask that fade it.
@MainActor
final class StackFlowItemView: UIView {
    let content: UIView
    private let header: UIView?
    private let titleLabel = UILabel()
    private let popButton = UIButton(type: .system)
    private let pushButton = UIButton(type: .system)
    private let tintOverlay = UIView()
    private let fadeMask = FadeMaskView()
    /// The constraints placing Auto Layout content, and whether they make it fill the item.
    private var contentPins: [NSLayoutConstraint] = []
    private var contentPinsFill = false
    var onPop: (() -> Void)?
    var onPush: (() -> Void)?

    var headerHeight: CGFloat { header == nil ? 0 : 44 }

    init(content: UIView, title: String?, appearance: StackItemAppearance) {
        self.content = content
        header = title == nil ? nil : UIView()
        super.init(frame: .zero)
        clipsToBounds = true
        backgroundColor = appearance.backgroundColor
        addSubview(content)
        if let header, let title {
            let bar = appearance.topBarAppearance
            header.backgroundColor = bar.backgroundColor
            titleLabel.text = title
            titleLabel.font = bar.titleFont
            titleLabel.textColor = bar.titleTextColor
            titleLabel.textAlignment = .center
            header.addSubview(titleLabel)
            configure(popButton, bar.popButtonIdentity, label: "Back", action: #selector(popTapped))
            configure(pushButton, bar.pushButtonIdentity, label: "Next", action: #selector(pushTapped))
            header.addSubview(popButton)
            header.addSubview(pushButton)
            addSubview(header)
        }
        tintOverlay.isUserInteractionEnabled = false
        tintOverlay.isHidden = true
        addSubview(tintOverlay)
    }

    required init?(coder: NSCoder) {
        fatalError("StackFlowItemView is created by StackFlowView only")
    }

    private func configure(_ button: UIButton, _ identity: StackItemAppearance.TopBar.Button, label: String, action: Selector) {
        if let icon = identity.icon { button.setImage(icon, for: .normal) }
        if let title = identity.title { button.setAttributedTitle(title, for: .normal) }
        button.accessibilityLabel = identity.title?.string ?? label
        button.addTarget(self, action: action, for: .touchUpInside)
        button.isHidden = true
    }

    @objc private func popTapped() { onPop?() }
    @objc private func pushTapped() { onPush?() }

    func setButtons(pop: Bool, push: Bool) {
        popButton.isHidden = !pop
        pushButton.isHidden = !push
    }

    /// Lays out the header and the content inside the item's bounds, the header in the flow's
    /// layout `direction` (a flow forced right to left mirrors its headers; an item's own
    /// direction follows the app's language, not its superview's).
    func layoutContent(autoresizing: Bool, direction: LayoutDirection) {
        let top = headerHeight
        if let header {
            let attribute: UISemanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
            if header.semanticContentAttribute != attribute {
                for view in [header, popButton, pushButton, titleLabel] { view.semanticContentAttribute = attribute }
            }
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: top)
            popButton.sizeToFit()
            pushButton.sizeToFit()
            // Back at the leading edge, as in a navigation bar: at the right, right to left.
            let places = FlowHeaderLayout(width: Double(bounds.width), backWidth: Double(popButton.bounds.width),
                                          nextWidth: Double(pushButton.bounds.width), margin: 20,
                                          direction: direction)
            popButton.frame.origin = CGPoint(x: CGFloat(places.backX), y: (top - popButton.bounds.height) / 2)
            pushButton.frame.origin = CGPoint(x: CGFloat(places.nextX), y: (top - pushButton.bounds.height) / 2)
            titleLabel.frame = CGRect(x: CGFloat(places.titleX), y: 0, width: CGFloat(places.titleWidth), height: top)
        }
        let area = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
        if !content.translatesAutoresizingMaskIntoConstraints {
            // Auto Layout content is placed by constraints: a frame would be undone by the next
            // Auto Layout pass.
            pinContent(top: top, fillsItem: autoresizing)
        } else if autoresizing {
            content.frame = area
        } else {
            content.frame = CGRect(origin: area.origin, size: CGSize(width: min(content.bounds.width, area.width),
                                                                      height: min(content.bounds.height, area.height)))
        }
        tintOverlay.frame = bounds
        fadeMask.frame = bounds
    }

    /// Pins Auto Layout content below the header: at its own size, or filling the item (the far
    /// edges just below required, so an item collapsing to nothing never breaks the content's own
    /// constraints).
    private func pinContent(top: CGFloat, fillsItem: Bool) {
        if contentPins.isEmpty || contentPinsFill != fillsItem {
            NSLayoutConstraint.deactivate(contentPins)
            contentPins = [content.leftAnchor.constraint(equalTo: leftAnchor), content.topAnchor.constraint(equalTo: topAnchor, constant: top)]
            if fillsItem {
                let far = [content.rightAnchor.constraint(equalTo: rightAnchor), content.bottomAnchor.constraint(equalTo: bottomAnchor)]
                for pin in far { pin.priority = .contentPin }
                contentPins += far
            }
            NSLayoutConstraint.activate(contentPins)
            contentPinsFill = fillsItem
        }
        if contentPins[1].constant != top { contentPins[1].constant = top }
    }

    /// Shows the fade the flow computed: the tint over the item, and the mask along it (head side
    /// first). Inside an animation block both change with the animation; an item or tint that
    /// becomes invisible is hidden only with `hidesIfInvisible` (when the animation has ended).
    func apply(fade: FlowItemFade, tintColor: UIColor, direction: FlowDirection, hidesIfInvisible: Bool) {
        tintOverlay.backgroundColor = tintColor
        if fade.tintOpacity > 0 { tintOverlay.isHidden = false }
        tintOverlay.alpha = CGFloat(fade.tintOpacity)
        if hidesIfInvisible && fade.tintOpacity <= 0 { tintOverlay.isHidden = true }
        if !fade.mask.isEmpty || mask === fadeMask {
            // Once masked, an item keeps its mask view (an opaque gradient when nothing fades), so
            // the fade never jumps by adding or removing it.
            let stops = fade.mask.isEmpty ? [FlowMaskStop(location: 0, opacity: 1), FlowMaskStop(location: 1, opacity: 1)] : fade.mask
            fadeMask.frame = bounds
            fadeMask.setGradient(colors: stops.map { UIColor.black.withAlphaComponent(CGFloat($0.opacity)).cgColor },
                                 locations: stops.map { NSNumber(value: $0.location) }, direction: direction)
            mask = fadeMask
        }
        if hidesIfInvisible || !fade.isInvisible { isHidden = fade.isInvisible }
    }
}

/// The mask that fades an item: a view (so its frame animates with the item's) backed by a
/// gradient layer whose colours follow the enclosing UIView animation.
@MainActor
final class FadeMaskView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    private var gradient: CAGradientLayer { layer as! CAGradientLayer }

    func setGradient(colors: [CGColor], locations: [NSNumber], direction: FlowDirection) {
        let duration = UIView.inheritedAnimationDuration
        if duration > 0 {
            // Layer properties do not follow UIView animations by themselves.
            for (key, value) in [("colors", colors as Any), ("locations", locations as Any)] {
                let animation = CABasicAnimation(keyPath: key)
                animation.fromValue = (gradient.presentation() ?? gradient).value(forKey: key)
                animation.toValue = value
                animation.duration = duration
                animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                gradient.add(animation, forKey: key)
            }
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        gradient.colors = colors
        gradient.locations = locations
        switch direction {
        case .up: (gradient.startPoint, gradient.endPoint) = (CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1))
        case .down: (gradient.startPoint, gradient.endPoint) = (CGPoint(x: 0.5, y: 1), CGPoint(x: 0.5, y: 0))
        case .left: (gradient.startPoint, gradient.endPoint) = (CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5))
        case .right: (gradient.startPoint, gradient.endPoint) = (CGPoint(x: 1, y: 0.5), CGPoint(x: 0, y: 0.5))
        }
        CATransaction.commit()
    }
}
#endif
