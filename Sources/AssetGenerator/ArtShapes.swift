import FeedshotUI
import Foundation
import Geometry

/// A five-pointed (or n-pointed) star filling its frame.
struct Star: Shape {
    var points = 5
    /// The inner radius as a fraction of the outer one.
    var innerRatio = 0.42

    func path(in rect: Rect) -> Path {
        let center = rect.center, outer = min(rect.width, rect.height) / 2
        return Path { path in
            for index in 0..<(points * 2) {
                let radius = index.isMultiple(of: 2) ? outer : outer * innerRatio
                let angle = -Double.pi / 2 + Double.pi * Double(index) / Double(points)
                let point = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
    }
}

/// Small stars scattered inside the circle inscribed in the frame, placed by a seed.
struct StarField: Shape {
    var seed: String
    var count: Int

    func path(in rect: Rect) -> Path {
        var random = ArtRandom(name: seed)
        let center = rect.center, radius = min(rect.width, rect.height) / 2
        let star = Star(points: 4, innerRatio: 0.3)
        var path = Path()
        for _ in 0..<count {
            let angle = random.value(in: 0...(2 * .pi)), distance = radius * random.value(in: 0...0.92).squareRoot()
            let size = radius * random.value(in: 0.025...0.07)
            let frame = Rect(x: center.x + distance * cos(angle) - size / 2, y: center.y + distance * sin(angle) - size / 2,
                             width: size, height: size)
            path.addPath(star.path(in: frame))
        }
        return path
    }
}

/// A ribbon banner with notched ends, as on mission patches.
struct Ribbon: Shape {
    func path(in rect: Rect) -> Path {
        let notch = rect.height * 0.45
        return Path { path in
            path.move(to: Point(x: rect.minX, y: rect.minY))
            path.addLine(to: Point(x: rect.maxX, y: rect.minY))
            path.addLine(to: Point(x: rect.maxX - notch, y: rect.midY))
            path.addLine(to: Point(x: rect.maxX, y: rect.maxY))
            path.addLine(to: Point(x: rect.minX, y: rect.maxY))
            path.addLine(to: Point(x: rect.minX + notch, y: rect.midY))
            path.closeSubpath()
        }
    }
}

/// An Apollo command module seen from the side: a blunt cone with a heat shield.
struct CommandModule: Shape {
    func path(in rect: Rect) -> Path {
        Path { path in
            path.move(to: Point(x: rect.midX - rect.width * 0.08, y: rect.minY))
            path.addLine(to: Point(x: rect.midX + rect.width * 0.08, y: rect.minY))
            path.addLine(to: Point(x: rect.maxX, y: rect.maxY - rect.height * 0.12))
            path.addQuadCurve(to: Point(x: rect.minX, y: rect.maxY - rect.height * 0.12),
                              control: Point(x: rect.midX, y: rect.maxY + rect.height * 0.1))
            path.closeSubpath()
        }
    }
}

/// A rocket with fins, pointing up.
struct Rocket: Shape {
    func path(in rect: Rect) -> Path {
        let body = rect.width * 0.32
        return Path { path in
            path.move(to: Point(x: rect.midX, y: rect.minY))
            path.addQuadCurve(to: Point(x: rect.midX + body / 2, y: rect.minY + rect.height * 0.3),
                              control: Point(x: rect.midX + body / 2, y: rect.minY + rect.height * 0.08))
            path.addLine(to: Point(x: rect.midX + body / 2, y: rect.maxY - rect.height * 0.22))
            path.addLine(to: Point(x: rect.maxX, y: rect.maxY))
            path.addLine(to: Point(x: rect.midX, y: rect.maxY - rect.height * 0.1))
            path.addLine(to: Point(x: rect.minX, y: rect.maxY))
            path.addLine(to: Point(x: rect.midX - body / 2, y: rect.maxY - rect.height * 0.22))
            path.addLine(to: Point(x: rect.midX - body / 2, y: rect.minY + rect.height * 0.3))
            path.addQuadCurve(to: Point(x: rect.midX, y: rect.minY),
                              control: Point(x: rect.midX - body / 2, y: rect.minY + rect.height * 0.08))
            path.closeSubpath()
        }
    }
}

/// Craters: a few circles placed by a seed inside the frame's inscribed circle.
struct Craters: Shape {
    var seed: String

    func path(in rect: Rect) -> Path {
        var random = ArtRandom(name: seed)
        let center = rect.center, radius = min(rect.width, rect.height) / 2
        var path = Path()
        for _ in 0..<7 {
            let angle = random.value(in: 0...(2 * .pi)), distance = radius * random.value(in: 0...0.7)
            let size = radius * random.value(in: 0.1...0.3)
            path.addEllipse(in: Rect(x: center.x + distance * cos(angle) - size / 2,
                                     y: center.y + distance * sin(angle) - size / 2, width: size, height: size * 0.85))
        }
        return path
    }
}

/// A regular hexagon with a vertex at the top.
struct Hexagon: Shape {
    func path(in rect: Rect) -> Path {
        let center = rect.center, radius = min(rect.width, rect.height) / 2
        return Path { path in
            for index in 0..<6 {
                let angle = -Double.pi / 2 + Double(index) * Double.pi / 3
                let point = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
    }
}
