import Foundation

/// Draws a node's content through a projective transform computed from its size (a 3-D
/// rotation, a `GeometryEffect` of the app's): the content is drawn into a layer and warped
/// (Raster's ``Canvas/endLayer(projecting:)``), so the perspective is true, not an affine
/// approximation. Layout is unchanged, as in SwiftUI's `ignoredByLayout` effects.
final class ProjectionEffectBehavior: LayoutTransparentBehavior {
    let name: String
    /// The transform in the node's local space (origin at its top-leading corner) for its size.
    let transform: @Sendable (Size) -> ProjectionTransform

    init(name: String, transform: @escaping @Sendable (Size) -> ProjectionTransform) {
        self.name = name
        self.transform = transform
    }

    var kindName: String { name }

    func dumpProperties(of node: ViewNode) -> [(String, String)] {
        [("transform", transform(node.frame.size).description)]
    }

    /// The transform in root coordinates (points).
    private func rootTransform(for frame: Rect) -> ProjectionTransform {
        ProjectionTransform(Transform.translation(x: -frame.minX, y: -frame.minY))
            .concatenating(transform(frame.size))
            .concatenating(ProjectionTransform(Transform.translation(x: frame.minX, y: frame.minY)))
    }

    func draw(_ node: ViewNode, in context: DrawContext) {
        guard let bounds = node.children[0].drawBounds else { return }
        let local = rootTransform(for: node.frame)
        guard !local.isIdentity else { return context.drawChildren(of: node) }
        if local.isAffine {
            let affine = Transform(a: local.m11, b: local.m12, c: local.m21, d: local.m22, tx: local.m31, ty: local.m32)
            guard affine.determinant != 0 else { return }
            return context.transformed(by: affine) { context.drawChildren(of: node) }
        }
        let canvas = context.canvas
        let userToDevice = ProjectionTransform(canvas.currentTransform)
        guard let deviceToUser = userToDevice.inverse else { return }
        let device = deviceToUser.concatenating(local).concatenating(userToDevice)
        canvas.beginLayer(in: bounds.insetBy(dx: -1, dy: -1))
        context.drawChildren(of: node)
        canvas.endLayer(projecting: device)
    }

    func drawBounds(of node: ViewNode, children: Rect?, pass: LayoutPass) -> Rect? {
        guard let children else { return nil }
        let local = rootTransform(for: node.frame)
        let corners = [Point(x: children.minX, y: children.minY), Point(x: children.maxX, y: children.minY),
                       Point(x: children.minX, y: children.maxY), Point(x: children.maxX, y: children.maxY)]
            .compactMap(local.apply(to:))
        guard corners.count == 4 else { return pass.screen }
        return Rect(minX: corners.map(\.x).min()!, minY: corners.map(\.y).min()!,
                    maxX: corners.map(\.x).max()!, maxY: corners.map(\.y).max()!)
    }
}

/// Wraps each node of the content in a ``ProjectionEffectBehavior`` node.
struct ProjectionEffectModifier: ViewModifier, WrappingModifier {
    let name: String
    let transform: @Sendable (Size) -> ProjectionTransform

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        ViewNode(wrapping: child, behavior: ProjectionEffectBehavior(name: name, transform: transform),
                 environment: context.environment)
    }
}

/// An effect that changes how a view is drawn by a transform of its size: SwiftUI's
/// `GeometryEffect`. Apply one with `.modifier(MyEffect())`; its `effectValue(size:)` is drawn
/// (perspective included) without changing layout.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform for a view of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

/// A 3-D rotation projected onto the view's plane, as SwiftUI's `rotation3DEffect` draws it.
///
/// The content is rotated about `axis` through the point at `anchor` (and `anchorZ`), then
/// projected with a camera `max(width, height) / perspective` points in front of the plane: the
/// distance SwiftUI uses (as OpenSwiftUI reconstructs it; Apple documents `perspective` only as
/// "the relative vanishing point"). Positive angles turn by the right-hand rule in SwiftUI's
/// y-down space, so a turn about the y axis moves the trailing edge away.
func rotation3DProjection(angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint,
                          anchorZ: Double, perspective: Double, size: Size) -> ProjectionTransform {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    guard length > 0, length.isFinite, angle.radians.isFinite else { return ProjectionTransform() }
    let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
    let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
    // Rodrigues' rotation, as columns acting on column vectors.
    let r = [[t * x * x + c, t * x * y - s * z, t * x * z + s * y],
             [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
             [t * x * z - s * y, t * y * z + s * x, t * z * z + c]]
    let ax = anchor.x * size.width, ay = anchor.y * size.height
    let distance = Swift.max(size.width, size.height) / (perspective == 0 ? 1e-9 : perspective)
    // A plane point (px, py, 0), relative to the anchor, rotated: (X, Y, Z); shown at
    // (ax + X, ay + Y) / w with w = 1 − Z / distance. Written as a row-vector projective matrix.
    func column(_ row: Int) -> (Double, Double) { (r[row][0], r[row][1]) }
    let (rxx, rxy) = column(0), (ryx, ryy) = column(1), (rzx, rzy) = column(2)
    let zOffset = -anchorZ * r[2][2] + anchorZ
    let xOffset = -anchorZ * r[0][2], yOffset = -anchorZ * r[1][2]
    let k = distance.isFinite && distance != 0 ? -1 / distance : 0
    // Homogeneous form of: X = rxx·u + rxy·v + xOffset, Y = ryx·u + ryy·v + yOffset,
    // Z = rzx·u + rzy·v + zOffset (u, v relative to the anchor), screen = (anchor + (X, Y)) / w.
    let w1 = k * rzx, w2 = k * rzy, w3 = 1 + k * zOffset
    let relative = ProjectionTransform(
        m11: rxx + ax * w1, m12: ryx + ay * w1, m13: w1,
        m21: rxy + ax * w2, m22: ryy + ay * w2, m23: w2,
        m31: xOffset + ax * w3, m32: yOffset + ay * w3, m33: w3)
    return ProjectionTransform(Transform.translation(x: -ax, y: -ay)).concatenating(relative)
}

extension View {
    /// Draws the view rotated by `angle` about `axis` in three dimensions and projected back onto
    /// its plane (see ``rotation3DProjection``); layout is unchanged.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some View {
        modifier(ProjectionEffectModifier(name: "rotation3DEffect") { size in
            rotation3DProjection(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ,
                                 perspective: perspective, size: size)
        })
    }

    /// Draws the view through a projective transform (in the view's own coordinates).
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(ProjectionEffectModifier(name: "projectionEffect") { _ in transform })
    }

    /// Draws the view through an affine transform (in the view's own coordinates).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        projectionEffect(ProjectionTransform(transform))
    }
}
