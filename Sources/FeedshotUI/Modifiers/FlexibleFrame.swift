import Geometry

extension View {
    /// Puts the view in an invisible frame with minimum, ideal and maximum dimensions.
    ///
    /// The rules are SwiftUI's `_FlexFrameLayout`, axis by axis:
    /// - The child is offered the frame's proposal (or, when the proposal is `nil`, the ideal
    ///   dimension if one is given), clamped between the minimum and the maximum.
    /// - With both a minimum and a maximum, the frame takes the proposal clamped into that range
    ///   (or the ideal, if the proposal is `nil`); otherwise it starts from the child's answer:
    ///   with only a minimum it becomes `max(min, min(childAnswer, offered))`, with only a
    ///   maximum `min(max, max(childAnswer, offered))`, and without either the child's answer.
    /// - `maxWidth: .infinity` therefore takes the whole proposed width (and the child's ideal
    ///   width when the proposal is `nil`).
    ///
    /// The child is aligned in the frame with `alignment` and may overflow it.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(FlexibleFrameLayout(
            width: FlexibleFrameLayout.Dimension(min: minWidth, ideal: idealWidth, max: maxWidth),
            height: FlexibleFrameLayout.Dimension(min: minHeight, ideal: idealHeight, max: maxHeight),
            alignment: alignment))
    }
}

struct FlexibleFrameLayout: UnaryLayout, DumpDescribable {
    /// The constraints along one axis.
    struct Dimension: Sendable, Equatable {
        var min: Double?
        var ideal: Double?
        var max: Double?

        var isConstrained: Bool { min != nil || ideal != nil || max != nil }

        /// The frame's length when it does not depend on the child: the proposal clamped into
        /// [min, max] when both bounds are given, the ideal when the proposal is `nil`.
        func fixedLength(proposed: Double?) -> Double? {
            guard let proposed else { return ideal }
            guard let min, let max, min <= max else { return nil }
            return Swift.min(Swift.max(proposed, min), max)
        }

        /// What the child is offered.
        func childProposal(proposed: Double?) -> Double? {
            guard var length = proposed ?? ideal else { return nil }
            if let min { length = Swift.max(length, min) }
            if let max { length = Swift.min(length, max) }
            return length
        }

        /// The frame's length from the child's answer.
        func length(childProposal: Double?, childLength: Double) -> Double {
            switch (min, max) {
            case let (min?, max?) where min <= max:
                return Swift.min(Swift.max(childLength, min), max)
            case let (min?, _):
                return Swift.max(min, Swift.min(childProposal ?? .infinity, childLength))
            case let (nil, max?):
                return Swift.min(max, Swift.max(childProposal ?? -.infinity, childLength))
            case (nil, nil):
                return childLength
            }
        }

        /// What the child is offered when placed in a frame of `length`: the frame's length,
        /// except that a frame with an unspecified proposal, no ideal and a length strictly
        /// between its bounds offers `nil` so the child keeps its ideal size.
        func placementProposal(proposed: Double?, length: Double) -> Double? {
            if ideal != nil || proposed != nil { return length }
            if length >= (max ?? .infinity) || length <= (min ?? -.infinity) { return length }
            return nil
        }

        var description: String {
            [("min", min), ("ideal", ideal), ("max", max)].compactMap { name, value in
                value.map { "\(name) \($0.compactDescription)" }
            }.joined(separator: ", ")
        }
    }

    let width: Dimension
    let height: Dimension
    let alignment: Alignment

    func sizeThatFits(proposal: ProposedViewSize, child: LayoutSubview) -> Size {
        let fixedWidth = width.fixedLength(proposed: proposal.width)
        let fixedHeight = height.fixedLength(proposed: proposal.height)
        if let fixedWidth, let fixedHeight { return Size(width: fixedWidth, height: fixedHeight) }
        let offered = ProposedViewSize(width: width.childProposal(proposed: proposal.width),
                                       height: height.childProposal(proposed: proposal.height))
        let size = child.sizeThatFits(offered)
        return Size(width: fixedWidth ?? width.length(childProposal: offered.width, childLength: size.width),
                    height: fixedHeight ?? height.length(childProposal: offered.height, childLength: size.height))
    }

    func placeChild(in bounds: Rect, proposal: ProposedViewSize, child: LayoutSubview) {
        let offered = ProposedViewSize(
            width: width.placementProposal(proposed: proposal.width, length: bounds.width),
            height: height.placementProposal(proposed: proposal.height, length: bounds.height))
        child.place(aligned: alignment, in: bounds, proposal: offered)
    }

    var dumpName: String { "frame" }
    var dumpProperties: [(String, String)] {
        var result = [(String, String)]()
        if width.isConstrained { result.append(("width", width.description)) }
        if height.isConstrained { result.append(("height", height.description)) }
        if alignment != .center { result.append(("alignment", alignment.description)) }
        return result
    }
}
