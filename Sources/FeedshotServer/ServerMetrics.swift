#if Networking
import CoreMetrics
import Prometheus

/// The server's metrics, recorded through swift-metrics into a Prometheus registry of its own
/// (not the process-wide `MetricsSystem`, so several servers, as in tests, never share counts).
final class ServerMetrics: Sendable {
    /// Where the metrics live; `/metrics` prints it in the Prometheus text format.
    let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    let renders: CoreMetrics.Counter
    let renderFailures: CoreMetrics.Counter
    let cacheHits: CoreMetrics.Counter
    let notModified: CoreMetrics.Counter
    let rejected: CoreMetrics.Counter
    let timeouts: CoreMetrics.Counter
    let reloads: CoreMetrics.Counter
    /// Endpoint queries that failed or answered with errors only (`serve --endpoint`: 502).
    let upstreamFailures: CoreMetrics.Counter
    let queueDepth: CoreMetrics.Gauge
    /// Renders holding a slot now: an operator's view of load, and how a test knows a request is in flight.
    let rendersRunning: CoreMetrics.Gauge
    let cacheBytes: CoreMetrics.Gauge
    private let renderTime: CoreMetrics.Timer

    init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        // Latency buckets from a cached 304 (sub-millisecond) to a slow full-size render.
        let buckets: [Duration] = [.microseconds(250), .milliseconds(1), .milliseconds(5), .milliseconds(25),
                                   .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1),
                                   .seconds(2.5), .seconds(10)]
        factory.defaultDurationHistogramBuckets = buckets
        self.factory = factory
        renders = CoreMetrics.Counter(label: "feedshot_renders_total", factory: factory)
        renderFailures = CoreMetrics.Counter(label: "feedshot_render_failures_total", factory: factory)
        cacheHits = CoreMetrics.Counter(label: "feedshot_cache_hits_total", factory: factory)
        notModified = CoreMetrics.Counter(label: "feedshot_not_modified_total", factory: factory)
        rejected = CoreMetrics.Counter(label: "feedshot_rejected_total", factory: factory)
        timeouts = CoreMetrics.Counter(label: "feedshot_timeouts_total", factory: factory)
        reloads = CoreMetrics.Counter(label: "feedshot_reloads_total", factory: factory)
        upstreamFailures = CoreMetrics.Counter(label: "feedshot_upstream_failures_total", factory: factory)
        queueDepth = CoreMetrics.Gauge(label: "feedshot_render_queue_depth", factory: factory)
        rendersRunning = CoreMetrics.Gauge(label: "feedshot_renders_running", factory: factory)
        cacheBytes = CoreMetrics.Gauge(label: "feedshot_cache_bytes", factory: factory)
        renderTime = CoreMetrics.Timer(label: "feedshot_render_duration_seconds", factory: factory)
    }

    /// Counts a request by route and status, and records its latency.
    func request(route: String, status: Int, nanoseconds: Int64) {
        CoreMetrics.Counter(label: "feedshot_http_requests_total", dimensions: [("route", route), ("status", String(status))],
                factory: factory).increment()
        CoreMetrics.Timer(label: "feedshot_http_request_duration_seconds", dimensions: [("route", route)], factory: factory)
            .recordNanoseconds(nanoseconds)
    }

    /// Records one render's duration.
    func rendered(nanoseconds: Int64) {
        renders.increment()
        renderTime.recordNanoseconds(nanoseconds)
    }

    /// The Prometheus text exposition of every metric.
    func exposition() -> String {
        registry.emitToString()
    }
}
#endif
