// A stand-in search application (version 5) for the search modal's tests: it records what
// the host asks of it on window.__searchAppCalls.
window.__searchAppCalls = { mounts: [], updates: [], unmounts: 0 };
window.exSearchApp = {
  version: 5,
  mount(container, props) {
    window.__searchAppCalls.mounts.push(props);
    container.textContent = `search app v${props.version} (${props.lang})`;
    return {
      update(next) {
        window.__searchAppCalls.updates.push(next);
        container.textContent = `search app v${next.version} (${next.lang})`;
      },
      unmount() {
        window.__searchAppCalls.unmounts += 1;
        container.textContent = '';
      },
    };
  },
};
