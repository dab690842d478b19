import ArgumentParser
import FeedshotUI
import Foundation

/// `feedshot-bench layout`: layout time and layout + draw time of a Moonshot-like grid screen and
/// a mission detail screen at 3x, and how layout time grows with the number of grid cells (it
/// should be linear: memoized `sizeThatFits` answers make each cell cost the same); then the
/// same for a 1,000-row `List` and a navigation screen (`ListNavigationBenchmarks.swift`).
///
/// Images are synthetic bitmaps built in memory, so the numbers measure layout and drawing, not
/// file decoding.
struct LayoutBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out and draw Moonshot-like screens; check that layout time is linear in cells.")

    @Option(help: "Timed runs per case (the median is reported).")
    var iterations = 7

    @Option(help: "Device pixels per point.")
    var scale = 3.0

    func run() throws {
        let baseline = Measurement.currentResidentBytes()
        let fonts = try FontCollection.bundled()
        let renderer = Renderer(scale: scale, fonts: fonts)
        let badge = BenchmarkScreens.badge(pixels: 300)
        let device = Device.iPhone14
        print("FeedshotUI layout, \(device.name) \(device.size) @\(scale.compactDescription)x, median of \(iterations)")

        func report(_ label: String, _ seconds: Double, _ detail: String = "") {
            print("  " + label.padding(toLength: 42, withPad: " ", startingAt: 0)
                  + String(format: "%9.3f ms", seconds * 1000) + (detail.isEmpty ? "" : "   \(detail)"))
        }

        // Layout time against grid size. CPU time is reported too: on a busy machine it is a
        // steadier measure of the work than wall-clock time.
        var perCell = [(Int, Double)]()
        for count in [100, 1000] {
            let screen = BenchmarkScreens.grid(count: count, badge: badge)
            var cpu = [Double]()
            let samples = Measurement.time(iterations: iterations) {
                let start = Self.cpuTime()
                _ = renderer.layout(screen, on: device)
                cpu.append(Self.cpuTime() - start)
            }
            let seconds = Measurement.median(samples), cpuSeconds = Measurement.median(cpu)
            perCell.append((count, cpuSeconds / Double(count)))
            report("grid layout + placed tree, \(count) cells", seconds,
                   String(format: "%.2f µs/cell (CPU %.2f µs/cell)", seconds / Double(count) * 1e6,
                          cpuSeconds / Double(count) * 1e6))
        }
        if perCell.count == 2 {
            print(String(format: "  per-cell CPU cost, 1000 vs 100 cells: %.2fx (1.00 = linear)",
                         perCell[1].1 / perCell[0].1))
        }
        let detail = BenchmarkScreens.missionDetail(badge: badge)
        let samples = Measurement.time(iterations: iterations) { _ = renderer.layout(detail, on: device) }
        report("mission detail layout + placed tree", Measurement.median(samples))

        // Layout + draw of whole screens (only the visible cells are drawn).
        let pixels = Double(device.size.width * scale * device.size.height * scale) / 1e6
        for (label, count) in [("grid screen, 100 cells", 100), ("grid screen, 1000 cells", 1000)] {
            let screen = BenchmarkScreens.grid(count: count, badge: badge)
            let seconds = Measurement.median(Measurement.time(iterations: iterations) {
                _ = renderer.render(screen, on: device)
            })
            report("\(label): layout + draw", seconds, String(format: "%.1f MP/s", pixels / seconds))
        }
        let detailSeconds = Measurement.median(Measurement.time(iterations: iterations) {
            _ = renderer.render(detail, on: device)
        })
        report("mission detail: layout + draw", detailSeconds, String(format: "%.1f MP/s", pixels / detailSeconds))
        runListsAndNavigation(renderer: renderer, device: device, badge: badge, report: report)
        print("  peak RSS \(Measurement.mebibytes(Measurement.peakResidentBytes())) "
              + "(baseline \(Measurement.mebibytes(baseline)))")
    }
}

extension LayoutBenchmarks {
    /// CPU seconds used by this process so far (all threads).
    static func cpuTime() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}

/// The screens the benchmark lays out: Moonshot's home grid and a mission page.
enum BenchmarkScreens {
    static let darkBackground = Color(red: 0.1, green: 0.1, blue: 0.2)
    static let lightBackground = Color(red: 0.2, green: 0.2, blue: 0.3)

    /// A square badge bitmap: a radial-ish disc pattern, opaque.
    static func badge(pixels: Int) -> Bitmap {
        var bitmap = Bitmap(width: pixels, height: pixels)
        let center = Double(pixels) / 2
        for y in 0..<pixels {
            for x in 0..<pixels {
                let dx = Double(x) + 0.5 - center, dy = Double(y) + 0.5 - center
                let distance = (dx * dx + dy * dy).squareRoot() / center
                let shade = UInt8(max(0, min(255, 255 - distance * 180)))
                bitmap[x, y] = PremultipliedRGBA(red: shade, green: UInt8(shade / 2), blue: 90, alpha: 255)
            }
        }
        return bitmap
    }

    static func cell(index: Int, badge: Bitmap) -> some View {
        VStack {
            Image(bitmap: badge, scale: 3)
                .resizable()
                .scaledToFit()
                .frame(width: 100, height: 100)
                .padding()
            VStack {
                Text("Apollo \(index % 17 + 1)")
                    .font(.headline)
                    .foregroundStyle(.white)
                Text("July \(index % 28 + 1), 1969")
                    .font(.caption)
                    .foregroundStyle(Color.white.opacity(0.5))
            }
            .padding(.vertical)
            .frame(maxWidth: .infinity)
            .background(lightBackground)
        }
        .clipShape(.rect(cornerRadius: 10))
        .overlay(RoundedRectangle(cornerRadius: 10).stroke(lightBackground))
    }

    static func grid(count: Int, badge: Bitmap) -> some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
                ForEach(0..<count) { index in cell(index: index, badge: badge) }
            }
            .padding([.horizontal, .bottom])
        }
        .background(darkBackground)
        .preferredColorScheme(.dark)
    }

    static func missionDetail(badge: Bitmap) -> some View {
        let description = String(repeating: "The crew of three astronauts launched from Kennedy Space Center "
                                 + "and spent eight days on the mission, orbiting the Moon ten times. ", count: 4)
        return ScrollView {
            VStack {
                Image(bitmap: badge, scale: 3)
                    .resizable()
                    .scaledToFit()
                    .containerRelativeFrame(.horizontal) { width, _ in width * 0.6 }
                    .padding(.top)
                VStack(alignment: .leading) {
                    Rectangle().frame(height: 2).foregroundStyle(lightBackground).padding(.vertical)
                    Text("Mission Highlights").font(.title.bold()).padding(.bottom, 5)
                    Text(description)
                    Rectangle().frame(height: 2).foregroundStyle(lightBackground).padding(.vertical)
                    Text("Crew").font(.title.bold()).padding(.bottom, 5)
                }
                .padding(.horizontal)
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack {
                        ForEach(0..<3) { index in
                            HStack {
                                Image(bitmap: badge, scale: 3)
                                    .resizable()
                                    .frame(width: 104, height: 72)
                                    .clipShape(.capsule)
                                    .overlay(Capsule().strokeBorder(.white, lineWidth: 1))
                                VStack(alignment: .leading) {
                                    Text(["Neil Armstrong", "Buzz Aldrin", "Michael Collins"][index])
                                        .foregroundStyle(.white)
                                        .font(.headline)
                                    Text(["Commander", "Lunar Module Pilot", "Command Module Pilot"][index])
                                        .foregroundStyle(.white.opacity(0.5))
                                }
                            }
                            .padding(.horizontal)
                        }
                    }
                }
            }
            .padding(.bottom)
        }
        .background(darkBackground)
        .preferredColorScheme(.dark)
    }
}
