import Feeds
import FeedshotUI
import Foundation
import ImageCodecs
import Raster

// feedshot-assets: draws the images of the embedded default feed (Assets/Images) with Feedshot
// itself, deterministically, at @2x and @3x like an asset catalog. Badges and patches are PNG
// with transparency; portraits, posters and avatars are JPEG.
//
//   swift run -c release feedshot-assets [OUTPUT_FOLDER]   (default: Assets/Images of the checkout)

/// One image to draw.
struct ArtJob {
    var name: String
    var format: ImageFormat
    var view: AnyView
    var size: Size
}

func repositoryRoot() -> String {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}

func run() throws {
    let root = repositoryRoot()
    let output = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : root + "/Assets/Images"
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    let moonshot = try MoonshotFeed.load(fromDirectory: root + "/Assets")
    let media = try MediaFeed.load(fromDirectory: root + "/Assets")
    let launches = try LaunchDocument.load(fromFile: root + "/Assets/launches.json").launches

    var jobs = [ArtJob]()
    for mission in moonshot.missions {
        jobs.append(ArtJob(name: mission.image, format: .png, view: AnyView(MissionBadgeArt(mission: mission)),
                           size: Size(width: MissionBadgeArt.size, height: MissionBadgeArt.size)))
    }
    for id in moonshot.astronauts.keys.sorted() {
        jobs.append(ArtJob(name: id, format: .jpeg, view: AnyView(AstronautPortraitArt(astronautID: id)),
                           size: AstronautPortraitArt.size))
    }
    for item in media.media {
        // Items known only by a remote address keep no local poster: they render the placeholder.
        guard let name = item.image else { continue }
        jobs.append(ArtJob(name: name, format: .jpeg, view: AnyView(PosterArt(item: item, imageName: name)),
                           size: PosterArt.size))
    }
    for member in media.cast.values.sorted(by: { $0.id < $1.id }) {
        guard let name = member.profileImage else { continue }
        jobs.append(ArtJob(name: name, format: .jpeg, view: AnyView(CastAvatarArt(name: name)),
                           size: Size(width: CastAvatarArt.size, height: CastAvatarArt.size)))
    }
    let patches = Set(launches.compactMap { launch -> String? in
        guard let patch = launch.mission?.missionPatch, !patch.contains("://") else { return nil }
        return patch
    })
    for name in patches.sorted() {
        jobs.append(ArtJob(name: name, format: .png, view: AnyView(LaunchPatchArt(name: name)),
                           size: Size(width: LaunchPatchArt.size, height: LaunchPatchArt.size)))
    }

    var total = 0
    for job in jobs {
        for scale in [2, 3] {
            let bitmap = Renderer(scale: Double(scale)).render(job.view, size: job.size)
            let bytes: [UInt8]
            let file: String
            switch job.format {
            case .png:
                bytes = try PNGEncoder.encode(bitmap, compression: .small)
                file = "\(job.name)@\(scale)x.png"
            default:
                bytes = try JPEGEncoder.encode(bitmap, quality: 85)
                file = "\(job.name)@\(scale)x.jpg"
            }
            try writeFileAtomically(bytes, to: (output as NSString).appendingPathComponent(file))
            total += bytes.count
        }
    }
    print("feedshot-assets: wrote \(jobs.count * 2) images (\(total / 1024) KiB) into \(output)")
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("feedshot-assets: \(error)\n".utf8))
    exit(1)
}
